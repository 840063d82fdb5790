import type { z } from 'zod';

/** Who may make a call: anyone, or only a signed-in user (4001 otherwise). */
export type Access = 'public' | 'user';

/** One call of the wire: its path, who may call it, and the zod schemas of its body and its data. */
export interface Call<
  Req extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  path: string;
  access: A;
  request: Req;
  data: Data;
}

export function defineCall<Req extends z.ZodType, Data extends z.ZodType, A extends Access>(call: Call<Req, Data, A>) {
  return call;
}

export type CallRequest<C extends Call> = z.input<C['request']>;
export type CallData<C extends Call> = z.output<C['data']>;
