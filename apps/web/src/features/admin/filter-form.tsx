import { Button, Form, Input } from 'antd';

/** A console filter's Beijing date range and its 筛选 button, the last items of its inline form. */
export function DateRangeAndSubmit() {
  return (
    <>
      <Form.Item name="from" label="从">
        <Input type="date" />
      </Form.Item>
      <Form.Item name="to" label="到">
        <Input type="date" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        筛选
      </Button>
    </>
  );
}

/** The fields of a filter form that were filled in (an emptied field filters nothing). */
export const chosenFields = (fields: object) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));

/** A list's filters without its page: what an export of all its pages is asked with. */
export const filtersOf = <F extends { page: number; limit: number }>({ page: _page, limit: _limit, ...filters }: F) =>
  filters;
