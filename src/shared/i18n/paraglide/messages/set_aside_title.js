/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Set_Aside_TitleInputs */

const en_set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The settings file could not be read, so your service profiles are not loaded`)
};

const es_set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el fichero de ajustes, así que sus perfiles del servicio no están cargados`)
};

const en_xa2_set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéţţíñĝš ƒíļé çóúļð ñóţ ƀé ŕéáð, šó ýóúŕ šéŕṽíçé þŕóƒíļéš áŕé ñóţ ļóáðéð ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The settings file could not be read, so your service profiles are not loaded" |
*
* @param {Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_title = /** @type {((inputs?: Set_Aside_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_set_aside_title(inputs)
	if (locale === "en-XA") return en_xa2_set_aside_title(inputs)
	return en_set_aside_title(inputs)
});