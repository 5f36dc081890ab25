/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_EmptyInputs */

const en_pricing_rules_empty = /** @type {(inputs: Pricing_Rules_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rules yet: every rate sells at its buy price until you add one.`)
};

const es_pricing_rules_empty = /** @type {(inputs: Pricing_Rules_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay reglas: cada tarifa se vende a su precio de compra hasta que añada una.`)
};

const en_xa2_pricing_rules_empty = /** @type {(inputs: Pricing_Rules_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕúļéš ýéţ: éṽéŕý ŕáţé šéļļš áţ íţš ƀúý þŕíçé úñţíļ ýóú áðð óñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No rules yet: every rate sells at its buy price until you add one." |
*
* @param {Pricing_Rules_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_empty = /** @type {((inputs?: Pricing_Rules_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_empty(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_empty(inputs)
	return en_pricing_rules_empty(inputs)
});