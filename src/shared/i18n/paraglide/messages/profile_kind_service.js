/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Kind_ServiceInputs */

const en_profile_kind_service = /** @type {(inputs: Profile_Kind_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const es_profile_kind_service = /** @type {(inputs: Profile_Kind_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

const en_xa2_profile_kind_service = /** @type {(inputs: Profile_Kind_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Profile_Kind_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_kind_service = /** @type {((inputs?: Profile_Kind_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Kind_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_kind_service(inputs)
	if (locale === "en-XA") return en_xa2_profile_kind_service(inputs)
	return en_profile_kind_service(inputs)
});