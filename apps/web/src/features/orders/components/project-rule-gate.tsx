// The shared project entry check moved to the platform ('@/app/project-rule-gate', decision 0110).
export { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
