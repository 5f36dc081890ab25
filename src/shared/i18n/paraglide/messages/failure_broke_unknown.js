/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */

const en_failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}", so its outcome is unknown.`)
};

const es_failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}», así que se desconoce su resultado.`)
};

const en_xa2_failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}", šó íţš óúţçóɱé íš úñķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown = /** @type {((inputs: Failure_Broke_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Broke_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_broke_unknown(inputs)
	if (locale === "en-XA") return en_xa2_failure_broke_unknown(inputs)
	return en_failure_broke_unknown(inputs)
});