/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Read_FailedInputs */

const en_pricing_rules_read_failed = /** @type {(inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the margin rules`)
};

const es_pricing_rules_read_failed = /** @type {(inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las reglas de margen`)
};

const en_xa2_pricing_rules_read_failed = /** @type {(inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ɱáŕĝíñ ŕúļéš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read the margin rules" |
*
* @param {Pricing_Rules_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_read_failed = /** @type {((inputs?: Pricing_Rules_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_read_failed(inputs)
	return en_pricing_rules_read_failed(inputs)
});