export interface PortChoice {
  /** A pinned first port (E2E_PORT, SIZE_PORT, …): used as given, refused when taken. 0 or absent: free ones. */
  first?: number;
  /** The variable that pinned it, named in the refusal. */
  variable?: string;
}
export function choosePorts(count: number, options?: PortChoice): Promise<number[]>;
export function choosePort(options?: PortChoice): Promise<number>;
