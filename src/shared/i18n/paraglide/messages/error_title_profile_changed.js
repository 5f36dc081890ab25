/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Profile_ChangedInputs */

const en_error_title_profile_changed = /** @type {(inputs: Error_Title_Profile_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The active profile changed`)
};

const es_error_title_profile_changed = /** @type {(inputs: Error_Title_Profile_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil activo cambió`)
};

const en_xa2_error_title_profile_changed = /** @type {(inputs: Error_Title_Profile_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíṽé þŕóƒíļé çĥáñĝéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The active profile changed" |
*
* @param {Error_Title_Profile_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_profile_changed = /** @type {((inputs?: Error_Title_Profile_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Profile_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_profile_changed(inputs)
	if (locale === "en-XA") return en_xa2_error_title_profile_changed(inputs)
	return en_error_title_profile_changed(inputs)
});