/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Delete_TitleInputs */

const en_pricing_rules_delete_title = /** @type {(inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this rule?`)
};

const es_pricing_rules_delete_title = /** @type {(inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta regla?`)
};

const en_xa2_pricing_rules_delete_title = /** @type {(inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥíš ŕúļé? ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Delete this rule?" |
*
* @param {Pricing_Rules_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_title = /** @type {((inputs?: Pricing_Rules_Delete_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_delete_title(inputs)
	return en_pricing_rules_delete_title(inputs)
});