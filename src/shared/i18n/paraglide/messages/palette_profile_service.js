/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Profile_ServiceInputs */

const en_palette_profile_service = /** @type {(inputs: Palette_Profile_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A freight service account`)
};

const es_palette_profile_service = /** @type {(inputs: Palette_Profile_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cuenta del servicio de transporte`)
};

const en_xa2_palette_profile_service = /** @type {(inputs: Palette_Profile_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒŕéíĝĥţ šéŕṽíçé áççóúñţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A freight service account" |
*
* @param {Palette_Profile_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_service = /** @type {((inputs?: Palette_Profile_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Profile_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_profile_service(inputs)
	if (locale === "en-XA") return en_xa2_palette_profile_service(inputs)
	return en_palette_profile_service(inputs)
});