import { describe, expect, it } from 'vitest';
import { can } from '../permissions.js';
import { projectRoles } from '../roles.js';
import { isTaskForRoles, renderTask, taskRegistry, taskRoles, taskRoute } from './task-registry.js';

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
      'dynamic_load_analysis-recompact',
      'static_load_analysis-recompact',
      'device-recalibrate',
    ]);
  });

  it('lists each task for exactly the roles the rule table lets take its action (spec part 2 §6)', () => {
    expect(taskRoles).toEqual({
      project_complete_data: ['project_manager'],
      project_add_feature: ['project_manager'],
      project_create_project_announcement: ['project_manager'],
      project_confirm_sending_of_project_announcement: ['project_manager'],
      project_document_absence_of_asbestos: ['project_manager'],
      project_submit_prior_notice: ['project_manager'],
      // "Create acceptance control: project_manager or machinist" — the task is the project manager's too.
      'wrecking_pile-create_acceptance_control': ['project_manager', 'machinist'],
      'wrecking_pile-check_acceptance_control': ['project_manager'],
      'wrecking_pile-update_acceptance_control': ['project_manager', 'machinist'],
      'wrecking_pile-batch-document_location': ['machinist'],
      'wrecking_pile-batch-create_analytic': ['appraiser'],
      'wrecking_pile-batch-recreate_analytic': ['appraiser'],
      'wrecking_pile-batch-check_analytic': ['project_manager'],
      'order-approve': ['appraiser'],
      'order-create_delivery': ['foreman'],
      'dynamic_load_analysis-recompact': ['project_manager'],
      'static_load_analysis-recompact': ['project_manager'],
      // The device register's managers among the project's members (decision 0680).
      'device-recalibrate': ['appraiser', 'installation_appraiser'],
    });
    for (const [type, definition] of Object.entries(taskRegistry)) {
      for (const role of projectRoles) {
        const allowed = can(definition.rule, {
          user: { isAdmin: false },
          roles: [role],
          project: {
            enabledFeatures: ['ebv', 'mounting-documentation'],
            isProjectDataCompleted: true,
            hasConfirmedAnnouncement: true,
            isDocumentationOfAbsenceOfAsbestosCompleted: true,
            deliverableOrderCount: 1,
          },
          ...('raisedIn' in definition ? definition.raisedIn : {}),
        });
        expect({ type, role, listed: isTaskForRoles(type, new Set([role])) }).toEqual({ type, role, listed: allowed });
      }
    }
    expect(isTaskForRoles('order-unknown', new Set())).toBe(true);
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
    // Issue 37 (decision 0661): the failed test, its grid field and why, linking to the test.
    expect(
      renderTask('p1', {
        type: 'dynamic_load_analysis-recompact',
        variables: {
          dynamicLoadAnalysisId: 'd1',
          number: 4,
          gridField: 'C7/02',
          reason: 'Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²',
        },
      }),
    ).toEqual({
      title: 'Nachverdichten und erneut prüfen',
      description:
        'Der dynamische Plattendruckversuch Nr. 4 im Rasterfeld C7/02 erfüllt die Anforderung nicht (Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²). Lassen Sie nachverdichten und erneut prüfen.',
      link: { href: '/projects/p1/dynamic-load-analysis/d1', text: 'Versuch ansehen' },
    });
    expect(taskRoute('p1', { type: 'static_load_analysis-recompact', variables: { staticLoadAnalysisId: 's1' } })).toBe(
      '/projects/p1/static-load-analysis/s1',
    );
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
