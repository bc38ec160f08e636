import { describe, expect, it } from 'vitest';
import { renderTask, taskRegistry, taskRoute } from './task-registry.js';

describe('task registry', () => {
  it('has the task types of workflows.md, each with roles, German text and a route', () => {
    expect(Object.keys(taskRegistry)).toEqual([
      'project_complete_data',
      'project_add_feature',
      'project_create_project_announcement',
      'project_confirm_sending_of_project_announcement',
      'project_document_absence_of_asbestos',
      'project_submit_prior_notice',
      'wrecking_pile-create_acceptance_control',
      'wrecking_pile-check_acceptance_control',
      'wrecking_pile-update_acceptance_control',
      'wrecking_pile-batch-document_location',
      'wrecking_pile-batch-create_analytic',
      'wrecking_pile-batch-recreate_analytic',
      'wrecking_pile-batch-check_analytic',
      'order-approve',
      'order-create_delivery',
    ]);
    expect(taskRegistry.project_complete_data.roles).toEqual(['project_manager']);
    expect(taskRegistry['wrecking_pile-create_acceptance_control'].roles).toEqual(['machinist', 'project_manager']);
  });

  it('renders card text with count and links to the route', () => {
    expect(
      renderTask('p1', {
        type: 'wrecking_pile-batch-create_analytic',
        count: 2,
        variables: { wreckingPileId: 'w1', wreckingPileName: 'Miete 3' },
      }),
    ).toEqual({
      title: 'Analytik erfassen',
      description: '2 Charge(n) der Miete Miete 3 warten auf die Analytik.',
      link: { href: '/projects/p1/wrecking-piles/w1', text: 'Miete einsehen' },
    });
    expect(taskRoute('p1', { type: 'project_add_feature' })).toBe('/projects/p1/features');
    // § 22 EBV (issue 15, decision 0262): due four weeks before the planned start.
    expect(
      renderTask('p1', {
        type: 'project_submit_prior_notice',
        variables: { dueOn: '03.06.2026', startOn: '01.07.2026' },
      }),
    ).toEqual({
      title: 'Voranzeige einreichen',
      description:
        'Die Voranzeige nach § 22 EBV muss bis 03.06.2026 bei der zuständigen Behörde eingehen (vier Wochen vor dem Einbaubeginn am 01.07.2026).',
      link: { href: '/projects/p1/admissibility', text: 'Anzeigen öffnen' },
    });
  });

  it('shows an unknown type as "Missing: {type}"', () => {
    expect(renderTask('p1', { type: 'order-unknown' })).toEqual({
      title: 'Missing: order-unknown',
      description: '',
      link: null,
    });
    expect(taskRoute('p1', { type: 'order-unknown' })).toBeNull();
  });
});
