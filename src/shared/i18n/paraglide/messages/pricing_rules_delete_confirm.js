/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Delete_ConfirmInputs */

const en_pricing_rules_delete_confirm = /** @type {(inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete rule`)
};

const es_pricing_rules_delete_confirm = /** @type {(inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar regla`)
};

const en_xa2_pricing_rules_delete_confirm = /** @type {(inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŕúļé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Delete rule" |
*
* @param {Pricing_Rules_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_confirm = /** @type {((inputs?: Pricing_Rules_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_delete_confirm(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_delete_confirm(inputs)
	return en_pricing_rules_delete_confirm(inputs)
});