// German texts of the recycled-material area (spec part 2 §2, §5, §8).

export const ebvMessages = {
  atLeastOneGrainSizeAndQuality: 'Bitte wählen Sie mindestens eine erwartete Materialklasse & Körnung',
  atLeastOneMachine: 'Bitte wählen Sie mindestens eine Anlage',
  chooseMachine: 'Bitte wählen Sie eine Maschine aus',
  choosePlannedGrainSizeAndQuality: 'Bitte wählen Sie die geplante Materialklasse & Körnung',
  chooseDisposalCode: 'Bitte wählen sie einen Abfallschlüssel aus',
  noAppraiserDate: 'Kein Datum für den Gutachter ausgewählt.',
  machineSuitabilityMissing: 'Eignungsnachweis für die Maschine fehlt',
  machineNotInSettings: 'Diese Maschine ist in den Einstellungen der Ersatzbaustoff-Dokumentation nicht ausgewählt.',
  wreckingPileOfOtherProject: 'Eine Miete kann nicht in ein anderes Projekt verschoben werden.',
  asbestosVisibleNotice:
    'Es sind Asbestbestandteile sichtbar. Eine Aufbereitung ist nicht möglich, die Miete muss entsorgt werden. Bitte sprechen Sie mit dem Projektleiter.',
  releaseRefusedAsbestos:
    'Die Miete kann nicht freigegeben werden, weil in der Annahmekontrolle Asbestbestandteile sichtbar sind. Sie muss entsorgt werden.',
  acceptanceControlExists: 'Für diese Miete gibt es bereits eine Annahmekontrolle.',
  announcementAlreadySent: 'Der Versand dieser Baustellenanzeige wurde bereits bestätigt.',
  projectDataIncomplete:
    'Die Projektdaten sind noch nicht vollständig. Bitte vervollständigen Sie zuerst die Projekteinstellungen.',
} as const;

/** The processing half's texts (spec part 2 §5): capture, batch location, analytic, delivery note. */
export const processingMessages = {
  attachPhoto: 'Bitte fügen Sie ein Foto an',
  documentLocations: 'Bitte Standort(e) dokumentieren',
  classOutsideFamily: 'Bitte wählen Sie eine Materialklasse der geplanten Materialklasse dieser Miete.',
  footnoteOfOtherClass: 'Bitte wählen Sie nur Fußnoten der gewählten Materialklasse.',
  noFootnotesWithOthers: '„keine“ kann nicht zusammen mit anderen Fußnoten gewählt werden.',
  moreThanAvailable: (available: string) => `Es sind nur noch ${available} t dieser Materialklasse verfügbar.`,
  noStock: 'Für diese Materialklasse und Bodengruppe gibt es keinen Bestand.',
  photosOnly: 'Bitte laden Sie nur Fotos (PNG oder JPEG) hoch.',
  noUblForm: 'Zu diesem Lieferschein gibt es keine XML-Fassung (UBL): Er wurde vor deren Einführung erstellt.',
} as const;
