/**
 * Resolves in a new task: the browser may paint and answer a tap before what follows runs. Used to cut a long
 * piece of start-up work into short tasks (docs/performance.md, "The start in steps").
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
