/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_EditingInputs */

const en_profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editing`)
};

const es_profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editando`)
};

const en_xa2_profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Editing" |
*
* @param {Profiles_EditingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_editing = /** @type {((inputs?: Profiles_EditingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_EditingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_editing(inputs)
	if (locale === "en-XA") return en_xa2_profiles_editing(inputs)
	return en_profiles_editing(inputs)
});