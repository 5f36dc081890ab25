/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Name_HintInputs */

const en_profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the profile appears in the status bar, e.g. “Production”.`)
};

const es_profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo aparece el perfil en la barra de estado, p. ej. «Producción».`)
};

const en_xa2_profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ţĥé þŕóƒíļé áþþéáŕš íñ ţĥé šţáţúš ƀáŕ, é.ĝ. “Þŕóðúçţíóñ”. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint = /** @type {((inputs?: Profile_Form_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_name_hint(inputs)
	return en_profile_form_name_hint(inputs)
});