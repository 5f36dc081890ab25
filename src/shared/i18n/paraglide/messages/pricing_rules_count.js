/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Rules_CountInputs */

const en_pricing_rules_count = /** @type {(inputs: Pricing_Rules_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rule`);
	return /** @type {LocalizedString} */ (`${i?.shown} rules`)
	
};

const es_pricing_rules_count = /** @type {(inputs: Pricing_Rules_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} regla`);
	return /** @type {LocalizedString} */ (`${i?.shown} reglas`)
	
};

const en_xa2_pricing_rules_count = /** @type {(inputs: Pricing_Rules_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŕúļé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŕúļéš ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rule" |
* | * | "{shown} rules" |
*
* @param {Pricing_Rules_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_count = /** @type {((inputs: Pricing_Rules_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_count(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_count(inputs)
	return en_pricing_rules_count(inputs)
});