// Moved to '@/lib/queries/projects' (platform: shared by the shell and all features, decision 0110).
export * from '@/lib/queries/projects';
