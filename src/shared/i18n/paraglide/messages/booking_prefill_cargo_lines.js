/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_Cargo_LinesInputs */

const en_booking_prefill_cargo_lines = /** @type {(inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`one cargo line`);
	return /** @type {LocalizedString} */ (`${i?.shown} cargo lines`)
	
};

const es_booking_prefill_cargo_lines = /** @type {(inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`una línea de carga`);
	return /** @type {LocalizedString} */ (`${i?.shown} líneas de carga`)
	
};

const en_xa2_booking_prefill_cargo_lines = /** @type {(inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[óñé çáŕĝó ļíñé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çáŕĝó ļíñéš ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one cargo line" |
* | * | "{shown} cargo lines" |
*
* @param {Booking_Prefill_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_cargo_lines = /** @type {((inputs: Booking_Prefill_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_prefill_cargo_lines(inputs)
	if (locale === "en-XA") return en_xa2_booking_prefill_cargo_lines(inputs)
	return en_booking_prefill_cargo_lines(inputs)
});