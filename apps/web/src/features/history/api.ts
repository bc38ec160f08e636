// Moved to '@/lib/queries/history' (platform: features invalidate these keys, decision 0110).
export * from '@/lib/queries/history';
