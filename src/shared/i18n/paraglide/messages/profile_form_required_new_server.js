/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Required_New_ServerInputs */

const en_profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for the new server (see the note above).`)
};

const es_profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio para el servidor nuevo (vea la nota de arriba).`)
};

const en_xa2_profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫúíŕéð ƒóŕ ţĥé ñéŵ šéŕṽéŕ (šéé ţĥé ñóţé áƀóṽé). ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server = /** @type {((inputs?: Profile_Form_Required_New_ServerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Required_New_ServerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_required_new_server(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_required_new_server(inputs)
	return en_profile_form_required_new_server(inputs)
});