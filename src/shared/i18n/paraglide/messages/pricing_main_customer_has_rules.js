/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, names: NonNullable<unknown> }} Pricing_Main_Customer_Has_RulesInputs */

const en_pricing_main_customer_has_rules = /** @type {(inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A margin rule is for this customer (${i?.names}): delete or change it first.`);
	return /** @type {LocalizedString} */ (`${i?.shown} margin rules are for this customer (${i?.names}): delete or change them first.`)
	
};

const es_pricing_main_customer_has_rules = /** @type {(inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Una regla de margen es para este cliente (${i?.names}): elimínela o cámbiela primero.`);
	return /** @type {LocalizedString} */ (`${i?.shown} reglas de margen son para este cliente (${i?.names}): elimínelas o cámbielas primero.`)
	
};

const en_xa2_pricing_main_customer_has_rules = /** @type {(inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Á ɱáŕĝíñ ŕúļé íš ƒóŕ ţĥíš çúšţóɱéŕ (${i?.names}): ðéļéţé óŕ çĥáñĝé íţ ƒíŕšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱáŕĝíñ ŕúļéš áŕé ƒóŕ ţĥíš çúšţóɱéŕ (${i?.names}): ðéļéţé óŕ çĥáñĝé ţĥéɱ ƒíŕšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A margin rule is for this customer ({names}): delete or change it first." |
* | * | "{shown} margin rules are for this customer ({names}): delete or change them first." |
*
* @param {Pricing_Main_Customer_Has_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_has_rules = /** @type {((inputs: Pricing_Main_Customer_Has_RulesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_Has_RulesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_customer_has_rules(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_customer_has_rules(inputs)
	return en_pricing_main_customer_has_rules(inputs)
});