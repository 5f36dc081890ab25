/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */

const en_profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not remove “${i?.name}”`)
};

const es_profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo quitar «${i?.name}»`)
};

const en_xa2_profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéɱóṽé “${i?.name}” ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed = /** @type {((inputs: Profiles_Remove_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_remove_failed(inputs)
	if (locale === "en-XA") return en_xa2_profiles_remove_failed(inputs)
	return en_profiles_remove_failed(inputs)
});