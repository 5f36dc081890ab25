/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Summary_DaysInputs */

const en_booking_summary_days = /** @type {(inputs: Booking_Summary_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

const es_booking_summary_days = /** @type {(inputs: Booking_Summary_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	return /** @type {LocalizedString} */ (`${i?.shown} días`)
	
};

const en_xa2_booking_summary_days = /** @type {(inputs: Booking_Summary_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Booking_Summary_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_days = /** @type {((inputs: Booking_Summary_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_days(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_days(inputs)
	return en_booking_summary_days(inputs)
});