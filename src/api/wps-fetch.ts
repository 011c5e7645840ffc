import type { ApiFailure } from './errors';
import { apiRequest, type RequestConfig, type RequestOptions } from './http';

/** The mutator of every generated /wps hook (orval reads this file; keep one exported function). */
export const wpsFetch = <T>(config: RequestConfig, options?: RequestOptions): Promise<T> =>
  apiRequest<T>(config, options);

export type ErrorType<E> = E extends unknown ? ApiFailure : never;
export type BodyType<B> = B;
