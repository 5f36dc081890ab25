/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Costs_CountInputs */

const en_tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cost`);
	return /** @type {LocalizedString} */ (`${i?.shown} costs`)
	
};

const es_tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} coste`);
	return /** @type {LocalizedString} */ (`${i?.shown} costes`)
	
};

const en_xa2_tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóšţ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóšţš ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} cost" |
* | * | "{shown} costs" |
*
* @param {Tariffs_Costs_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_count = /** @type {((inputs: Tariffs_Costs_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Costs_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_costs_count(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_costs_count(inputs)
	return en_tariffs_costs_count(inputs)
});