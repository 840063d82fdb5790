/** The product a dashboard shows when the address names none: rebar, the most traded. */
export const defaultDashboardSymbol = 'rb';
