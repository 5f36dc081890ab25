/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */

const en_profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit “${i?.name}”`)
};

const es_profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar «${i?.name}»`)
};

const en_xa2_profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éðíţ “${i?.name}” ·~]`)
};

/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Profile_Form_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_title = /** @type {((inputs: Profile_Form_Edit_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Edit_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_edit_title(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_edit_title(inputs)
	return en_profile_form_edit_title(inputs)
});