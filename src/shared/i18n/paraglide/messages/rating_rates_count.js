/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Rates_CountInputs */

const en_rating_rates_count = /** @type {(inputs: Rating_Rates_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates`)
	
};

const es_rating_rates_count = /** @type {(inputs: Rating_Rates_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tarifa`);
	return /** @type {LocalizedString} */ (`${i?.shown} tarifas`)
	
};

const en_xa2_rating_rates_count = /** @type {(inputs: Rating_Rates_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţéš ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Rating_Rates_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_count = /** @type {((inputs: Rating_Rates_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_count(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_count(inputs)
	return en_rating_rates_count(inputs)
});