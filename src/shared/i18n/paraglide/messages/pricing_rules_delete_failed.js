/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Delete_FailedInputs */

const en_pricing_rules_delete_failed = /** @type {(inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the rule`)
};

const es_pricing_rules_delete_failed = /** @type {(inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la regla`)
};

const en_xa2_pricing_rules_delete_failed = /** @type {(inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ðéļéţé ţĥé ŕúļé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not delete the rule" |
*
* @param {Pricing_Rules_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_failed = /** @type {((inputs?: Pricing_Rules_Delete_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_delete_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_delete_failed(inputs)
	return en_pricing_rules_delete_failed(inputs)
});