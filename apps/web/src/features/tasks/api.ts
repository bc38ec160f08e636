// Moved to '@/lib/queries/tasks' (platform: features invalidate these keys, decision 0110).
export * from '@/lib/queries/tasks';
