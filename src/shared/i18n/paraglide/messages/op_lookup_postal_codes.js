/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Lookup_Postal_CodesInputs */

const en_op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find postal code locations by country and city or code`)
};

const es_op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar códigos postales por país y ciudad o código`)
};

const en_xa2_op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð þóšţáļ çóðé ļóçáţíóñš ƀý çóúñţŕý áñð çíţý óŕ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes = /** @type {((inputs?: Op_Lookup_Postal_CodesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_Postal_CodesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_lookup_postal_codes(inputs)
	if (locale === "en-XA") return en_xa2_op_lookup_postal_codes(inputs)
	return en_op_lookup_postal_codes(inputs)
});