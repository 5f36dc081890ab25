import { describe, expect, it } from 'vitest';
import { ratingRuleText } from '@shared/api/rating-rule-words';
import { checkRatingRules, type RatingRuleInputs } from '@shared/api/rating-rules';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { formModes } from '@renderer/screens/rating/form-modes';
import { newLine } from '@renderer/screens/rating/line-kinds';
import {
  buildRatingRequest,
  emptyRatingForm,
  formFieldPaths,
  humanizeMessage,
  normalisePath,
  placeProblems,
  validateRatingForm,
  type RatingFormValues,
} from '@renderer/screens/rating/rating-form';

const TODAY = '2026-03-10';

/** A boxes form as an operator fills it after picking Barcelona and Madrid from the lookup. */
function filledBoxes(): RatingFormValues {
  const values = emptyRatingForm(formModes.boxes, TODAY);
  values.origin.address = {
    country: 'ES',
    search: '08001 · Barcelona',
    postalCode: '08001',
    city: 'Barcelona',
    state: 'CT',
    coords: { lat: 41.380002, lng: 2.168131 },
  };
  values.destination.address = {
    country: 'ES',
    search: '28001 · Madrid',
    postalCode: '28001',
    city: 'Madrid',
    state: 'MD',
    coords: null,
  };
  values.lines[0]!.values = { quantity: '2', length: '40', width: '30', height: '30', weight: '12,5' };
  values.goodsDescription = 'Spare parts';
  values.goodsValue = '1250,50';
  values.pickUpDate = '2026-03-12';
  return values;
}

describe('the boxes request', () => {
  it('is built from the picked places and typed lines, money in minor units', () => {
    const { request, problems } = validateRatingForm(formModes.boxes, filledBoxes(), TODAY);
    expect(problems).toEqual([]);
    expect(request).toMatchObject({
      origin: {
        postalCode: '08001',
        country: 'ES',
        city: 'Barcelona',
        state: 'CT',
        coords: { lat: 41.380002, lng: 2.168131 },
      },
      destination: { postalCode: '28001', city: 'Madrid', state: 'MD', coords: null },
      pickUpDate: '2026-03-12T00:00:00.000Z',
      goodsDescription: 'Spare parts',
      goodsValue: 125050,
      currency: 'EUR',
      insurance: false,
      customs: false,
      dangerousCargo: false,
      boxes: [{ quantity: 2, length: 40, width: 30, height: 30, weight: 12.5, measurementUnit: 'CmKg' }],
    });
  });

  it('says what is missing, field by field, before anything is sent', () => {
    const { problems } = validateRatingForm(formModes.boxes, emptyRatingForm(formModes.boxes, TODAY), TODAY);
    const paths = problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'origin',
        'destination',
        'goodsDescription',
        'goodsValue',
        'boxes[0].length',
        'boxes[0].width',
        'boxes[0].height',
        'boxes[0].weight',
      ]),
    );
    // "Pick the origin" is said once, not again as "postal code must not be empty".
    expect(paths.filter((p) => p.startsWith('origin.'))).toEqual([]);
    expect(problems.find((p) => p.path === 'origin')?.message).toMatch(/pick it from the list/);
  });

  it('refuses numbers that are not numbers, and a goods value with three decimals', () => {
    const values = filledBoxes();
    values.lines[0]!.values.weight = '12 kg';
    values.lines[0]!.values.quantity = '1.5';
    values.goodsValue = '10.505';
    const paths = validateRatingForm(formModes.boxes, values, TODAY).problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['boxes[0].weight', 'boxes[0].quantity', 'goodsValue']));
  });

  it('applies the business rules main applies (a zero weight, a pickup in the past)', () => {
    const values = filledBoxes();
    values.lines[0]!.values.weight = '0';
    values.pickUpDate = '2026-03-09';
    const { byField } = placeProblems(
      validateRatingForm(formModes.boxes, values, TODAY).problems,
      formFieldPaths(formModes.boxes, values),
    );
    expect(byField['boxes[0].weight']).toBe('Weight must be more than 0');
    expect(byField.pickUpDate).toMatch(/past/);
  });

  it('reports an address typed by hand that lacks its region, under that field', () => {
    const values = filledBoxes();
    values.destination.address.state = '';
    const problems = validateRatingForm(formModes.boxes, values, TODAY).problems;
    expect(placeProblems(problems, formFieldPaths(formModes.boxes, values))).toEqual({
      byField: { 'destination.state': 'Destination region code is required' },
      other: [],
    });
  });
});

describe('the pallet request', () => {
  it('sends the rating pallet type for the lookup type picked', () => {
    const values = emptyRatingForm(formModes.pallets, TODAY);
    values.lines = [newLine(formModes.pallets.lines), newLine(formModes.pallets.lines)];
    values.lines[0]!.values = { ...values.lines[0]!.values, palletType: 'Euro', height: '150', weight: '300' };
    values.lines[1]!.values = {
      ...values.lines[1]!.values,
      palletType: 'American',
      length: '122',
      width: '102',
      height: '100',
      weight: '200',
      isStackable: false,
    };
    const { request } = buildRatingRequest(formModes.pallets, values, TODAY);
    expect(request.pallets).toEqual([
      expect.objectContaining({ palletType: 'Euro1', length: 120, width: 80, isStackable: true }),
      expect.objectContaining({ palletType: 'Custom', length: 122, width: 102, isStackable: false }),
    ]);
  });
});

describe('the sea FCL request', () => {
  function filledFcl(): RatingFormValues {
    const values = emptyRatingForm(formModes['sea-fcl'], TODAY);
    values.origin.port = {
      search: 'ESVLC · Valencia',
      unLocCode: 'ESVLC',
      rkstCode: 'ESVLC',
      country: 'ES',
      city: 'Valencia',
    };
    values.destination.port = {
      search: 'CNSHA · Shanghai',
      unLocCode: 'CNSHA',
      rkstCode: '',
      country: 'CN',
      city: 'Shanghai',
    };
    values.lines = [newLine(formModes['sea-fcl'].lines), newLine(formModes['sea-fcl'].lines)];
    values.lines[0]!.values = { ...values.lines[0]!.values, type: 'HDRY40', weight: '12000' };
    values.lines[1]!.values = { ...values.lines[1]!.values, type: 'RF40', weight: '9000', imoNumber: ' 1234 ' };
    return values;
  }

  it('carries the ports, no address at a container yard, and a reefer flag that follows the type', () => {
    const { request, problems } = validateRatingForm(formModes['sea-fcl'], filledFcl(), TODAY);
    expect(problems).toEqual([]);
    expect(request).toMatchObject({
      origin: null,
      destination: null,
      originUnLocCode: 'ESVLC',
      originRkstCode: 'ESVLC',
      destinationUnLocCode: 'CNSHA',
      destinationRkstCode: null,
      originServiceType: 'CY',
      goodsDescription: null,
      goodsValue: null,
      containers: [
        {
          type: 'HDRY40',
          isReeferContainer: false,
          quantity: 1,
          weight: 12000,
          isOwnedContainer: false,
          imoNumber: null,
        },
        { type: 'RF40', isReeferContainer: true, quantity: 1, weight: 9000, imoNumber: '1234' },
      ],
    });
    expect(request).not.toHaveProperty('dangerousCargo');
  });

  it('asks for the ports and, for store-door service, the door address', () => {
    const values = emptyRatingForm(formModes['sea-fcl'], TODAY);
    values.destination.serviceType = 'SD';
    const paths = validateRatingForm(formModes['sea-fcl'], values, TODAY).problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['originUnLocCode', 'destinationUnLocCode', 'destination', 'containers[0].type']),
    );
    expect(paths).not.toContain('origin');
    expect(paths).not.toContain('goodsDescription');
  });
});

describe('the air request', () => {
  it('needs both airports besides the two addresses', () => {
    const values = emptyRatingForm(formModes.air, TODAY);
    values.origin.airport = { search: 'BCN', iataCode: 'BCN', country: 'ES', city: 'Barcelona' };
    const problems = validateRatingForm(formModes.air, values, TODAY).problems;
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['arrivalAirportCode', 'origin', 'destination']),
    );
    expect(problems.map((p) => p.path)).not.toContain('departureAirportCode');
    expect(buildRatingRequest(formModes.air, values, TODAY).request.departureAirportCode).toBe('BCN');
  });
});

describe('placing problems under fields', () => {
  const values = emptyRatingForm(formModes['sea-fcl'], TODAY);
  const fields = formFieldPaths(formModes['sea-fcl'], values);

  it("puts main's and the service's paths under the field with that path", () => {
    const placed = placeProblems(
      [
        { path: 'request.containers[0].weight', message: 'weight must be greater than 0' },
        { path: 'destinationUnLocCode', message: 'destinationUnLocCode must be another port than originUnLocCode' },
        { path: '$.containers[0].isReeferContainer', message: 'isReeferContainer must be true for RF40' },
        { path: 'request.originRkstCode', message: 'unknown RKST code' },
      ],
      fields,
    );
    expect(placed.byField).toEqual({
      'containers[0].weight': 'Weight must be greater than 0',
      destinationUnLocCode:
        'UN/LOCODE of the port of discharge must be another port than UN/LOCODE of the port of loading',
      'containers[0].type': 'Reefer flag must be true for RF40',
      originUnLocCode: 'Unknown RKST code',
    });
    expect(placed.other).toEqual([]);
  });

  it('keeps a problem for no shown field instead of dropping it', () => {
    const placed = placeProblems(
      [{ path: 'request.origin.postalCode', message: 'origin postalCode is wrong' }],
      fields,
    );
    // At a container yard the form shows no address: the message is listed above the buttons.
    expect(placed.other).toEqual(['Origin postal code is wrong']);
  });

  it('shows coordinates problems under the place search', () => {
    const boxes = emptyRatingForm(formModes.boxes, TODAY);
    const placed = placeProblems(
      [{ path: 'request.origin.coords.lat', message: 'lat has more than 6 decimals' }],
      formFieldPaths(formModes.boxes, boxes),
    );
    expect(placed.byField).toEqual({ origin: 'Latitude has more than 6 decimals' });
  });
});

describe('small parts', () => {
  it('normalises the paths of main, the rules and the service alike', () => {
    expect(normalisePath('request.boxes[0].weight')).toBe('boxes[0].weight');
    expect(normalisePath('$.boxes[0].weight')).toBe('boxes[0].weight');
    expect(normalisePath('requestedDate')).toBe('requestedDate');
  });

  it('writes field names as words', () => {
    expect(humanizeMessage('goodsDescription must not be empty')).toBe('Goods description is required');
    expect(humanizeMessage('pickUpDate is required')).toBe('Pickup date is required');
  });
});

describe('the business rules’ problems in Spanish', () => {
  it('are said under their fields in Spanish on a Spanish desk', () => {
    const values = filledBoxes();
    values.lines[0]!.values.weight = '0';
    values.destination.address.state = '';
    values.origin.address.coords = { lat: 41.3800021, lng: 2.168131 };
    useLanguageSource(() => 'es');
    try {
      const { byField } = placeProblems(
        validateRatingForm(formModes.boxes, values, TODAY).problems,
        formFieldPaths(formModes.boxes, values),
      );
      expect(byField).toMatchObject({
        'boxes[0].weight': 'El peso debe ser mayor que 0',
        'destination.state': 'Falta el código de región de destino',
        origin: 'La latitud tiene más de 6 decimales',
      });
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('a request field refused by main or by the service, in Spanish', () => {
  it('is said under its field in the form’s words', () => {
    const values = filledBoxes();
    useLanguageSource(() => 'es');
    try {
      const { byField } = placeProblems(
        [
          {
            path: 'request.goodsValue',
            message: 'El valor de la mercancía debe ser un número entero',
            requestField: { field: 'goodsValue', kind: 'integer', missing: false },
          },
          // The service's own English for fields the request schemas refuse.
          { path: 'boxes[0].weight', message: 'weight must be a number' },
          { path: 'destination.postalCode', message: 'postalCode is required' },
        ],
        formFieldPaths(formModes.boxes, values),
      );
      expect(byField).toMatchObject({
        goodsValue: 'El valor de la mercancía debe ser un número entero',
        'boxes[0].weight': 'El peso debe ser un número',
        'destination.postalCode': 'Falta el código postal de destino',
      });
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('the business rules’ problems in English', () => {
  it('read as the service’s English put in the form’s words, rule by rule', () => {
    const broken: RatingRuleInputs['sea-fcl'] = {
      originServiceType: 'XX',
      destinationServiceType: 'CY',
      originUnLocCode: 'ESVL',
      destinationUnLocCode: 'CNSHA',
      currency: 'euro',
      goodsValue: -1,
      containers: [
        { type: 'RF40', isReeferContainer: false, quantity: 0, weight: 0 },
        { type: 'DRY99', isReeferContainer: false, quantity: 1, weight: 1 },
        { type: '40HC', isReeferContainer: false, quantity: 1, weight: 1 },
      ],
    } as unknown as RatingRuleInputs['sea-fcl']; // only the fields the rules read
    const issues = [
      ...checkRatingRules('sea-fcl', broken),
      ...checkRatingRules('boxes', {
        origin: { country: 'Spain', postalCode: '', city: ' ', state: '', coords: { lat: 91, lng: 181.0000001 } },
        destination: null,
        goodsDescription: '',
        boxes: [],
      } as unknown as RatingRuleInputs['boxes']), // only the fields the rules read
    ];
    expect(new Set(issues.map((issue) => issue.broken.rule)).size).toBeGreaterThanOrEqual(12);
    for (const issue of issues) expect(ratingRuleText(issue)).toBe(humanizeMessage(issue.message));
  });
});
