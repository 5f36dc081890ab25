/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, hours: NonNullable<unknown> }} Rating_Validity_Days_HoursInputs */

const en_rating_validity_days_hours = /** @type {(inputs: Rating_Validity_Days_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day ${i?.hours} h`);
	return /** @type {LocalizedString} */ (`${i?.shown} days ${i?.hours} h`)
	
};

const es_rating_validity_days_hours = /** @type {(inputs: Rating_Validity_Days_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día ${i?.hours} h`);
	return /** @type {LocalizedString} */ (`${i?.shown} días ${i?.hours} h`)
	
};

const en_xa2_rating_validity_days_hours = /** @type {(inputs: Rating_Validity_Days_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ${i?.hours} ĥ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ${i?.hours} ĥ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day {hours} h" |
* | * | "{shown} days {hours} h" |
*
* @param {Rating_Validity_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_days_hours = /** @type {((inputs: Rating_Validity_Days_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Days_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_days_hours(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_days_hours(inputs)
	return en_rating_validity_days_hours(inputs)
});