/** One dependency a process needs before it can serve (the database, the queue). */
export interface ReadinessProbe {
  name: string;
  check(): Promise<void>;
}
