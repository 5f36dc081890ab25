import type { OperationBody } from '@shared/api/operations';

/*
 * The sea FCL request and booking lines the test setups send (the
 * integration flows and the end-to-end desk setup): one shape, each setup
 * naming its goods and its route.
 */

type FclRating = OperationBody<'rates.sea-fcl'>;

export interface FclGoods {
  readonly description: string;
  /** In minor units of EUR. */
  readonly value: number;
  readonly kgPerContainer: number;
  /** The HS code each container's cargo line is booked with (one the carrier confirms). */
  readonly hsCode: string;
}

export type FclRoute = Pick<FclRating, 'destination' | 'originUnLocCode' | 'destinationUnLocCode'> &
  Partial<Pick<FclRating, 'originRkstCode' | 'destinationRkstCode'>>;

/** A rating of `containers` (DRY20-style type and count) from a port, to the terminal (CY) or the door (SD). */
export function seaFclRatingBody(spec: {
  readonly containers: ReadonlyArray<{ type: string; quantity: number }>;
  readonly destinationServiceType: 'SD' | 'CY';
  readonly pickUpDate: string;
  readonly goods: FclGoods;
  readonly route: FclRoute;
}): FclRating {
  return {
    currency: 'EUR',
    customs: false,
    goodsDescription: spec.goods.description,
    goodsValue: spec.goods.value,
    pickUpDate: spec.pickUpDate,
    insurance: false,
    containers: spec.containers.map(({ type, quantity }) => ({
      quantity,
      weight: spec.goods.kgPerContainer,
      measurementUnit: 'CmKg',
      type,
      isOwnedContainer: false,
      isReeferContainer: false,
      imoNumber: null,
    })),
    originServiceType: 'CY',
    destinationServiceType: spec.destinationServiceType,
    origin: null,
    ...spec.route,
  };
}

/** The booking's containers: `count` of them, one cargo line of the goods in each. */
export function seaFclBookingContainers(count: number, goods: FclGoods) {
  return Array.from({ length: count }, (_, i) => ({
    sequentialNumber: i,
    cargos: [
      {
        quantity: 1,
        weight: 900,
        cbm: 2,
        description: goods.description,
        ediType: '204',
        hsCode: goods.hsCode,
        indexContainer: 0,
      },
    ],
  }));
}
