// German messages of the dynamic plate load test form (spec part 3 §5 "Dynamic plate load test
// form"). The longitude texts follow the latitude pattern, as the spec says.
export const dynamicLoadMessages = {
  latitudeRequired: 'Breitengrade sind erforderlich',
  latitudeRange: 'Breitengrade müssen zwischen -90 und 90 liegen',
  latitudeMinutesRequired: 'Breitenminuten sind erforderlich',
  latitudeMinutesRange: 'Breitenminuten müssen zwischen 0 und 59.9999 liegen',
  longitudeRequired: 'Längengrade sind erforderlich',
  longitudeRange: 'Längengrade müssen zwischen -180 und 180 liegen',
  longitudeMinutesRequired: 'Längenminuten sind erforderlich',
  longitudeMinutesRange: 'Längenminuten müssen zwischen 0 und 59.9999 liegen',
  dateRequired: 'Datum ist erforderlich',
  timeRequired: 'Zeit ist erforderlich',
  analysisResultRequired: 'Analyseergebnis Bild ist erforderlich',
  analysisResultType: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind JPEG, PNG und GIF.',
} as const;

/** Content types a result image may have (jpeg, jpg, png, gif). */
export const analysisResultContentTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;
