/** A 0/1 field of the contract as a checkbox's Form.Item props (Form keeps the number the call takes). */
export const onOff = {
  valuePropName: 'checked',
  getValueProps: (value: number) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};
