/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_RatesInputs */

const en_tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates`)
	
};

const es_tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} precio`);
	return /** @type {LocalizedString} */ (`${i?.shown} precios`)
	
};

const en_xa2_tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕáţéš ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Tariffs_Count_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_rates = /** @type {((inputs: Tariffs_Count_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Count_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_count_rates(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_count_rates(inputs)
	return en_tariffs_count_rates(inputs)
});