/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Sale_RulesInputs */

const en_rating_sale_rules = /** @type {(inputs: Rating_Sale_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} margin rule`);
	return /** @type {LocalizedString} */ (`${i?.shown} margin rules`)
	
};

const es_rating_sale_rules = /** @type {(inputs: Rating_Sale_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} regla de margen`);
	return /** @type {LocalizedString} */ (`${i?.shown} reglas de margen`)
	
};

const en_xa2_rating_sale_rules = /** @type {(inputs: Rating_Sale_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱáŕĝíñ ŕúļé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱáŕĝíñ ŕúļéš ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} margin rule" |
* | * | "{shown} margin rules" |
*
* @param {Rating_Sale_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_rules = /** @type {((inputs: Rating_Sale_RulesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_RulesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_rules(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_rules(inputs)
	return en_rating_sale_rules(inputs)
});