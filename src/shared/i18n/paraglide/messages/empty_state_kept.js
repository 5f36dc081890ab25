/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Empty_State_KeptInputs */

const en_empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: the service could not be asked now, so this is what the desk kept.`)
};

const es_empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: ahora no se pudo consultar al servicio, así que esto es lo que guardó el escritorio.`)
};

const en_xa2_empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[: ţĥé šéŕṽíçé çóúļð ñóţ ƀé ášķéð ñóŵ, šó ţĥíš íš ŵĥáţ ţĥé ðéšķ ķéþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept = /** @type {((inputs?: Empty_State_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Empty_State_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_empty_state_kept(inputs)
	if (locale === "en-XA") return en_xa2_empty_state_kept(inputs)
	return en_empty_state_kept(inputs)
});