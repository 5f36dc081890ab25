/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Transit_DaysInputs */

const en_tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

const es_tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	return /** @type {LocalizedString} */ (`${i?.shown} días`)
	
};

const en_xa2_tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ðáý ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ðáýš ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Tariffs_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_transit_days = /** @type {((inputs: Tariffs_Transit_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Transit_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_transit_days(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_transit_days(inputs)
	return en_tariffs_transit_days(inputs)
});