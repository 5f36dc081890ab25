/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */

const en_profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove “${i?.name}”?`)
};

const es_profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar «${i?.name}»?`)
};

const en_xa2_profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé “${i?.name}”? ·~ ]`)
};

/**
* | output |
* | --- |
* | "Remove “{name}”?" |
*
* @param {Profiles_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_title = /** @type {((inputs: Profiles_Remove_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_remove_title(inputs)
	if (locale === "en-XA") return en_xa2_profiles_remove_title(inputs)
	return en_profiles_remove_title(inputs)
});