/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */

const en_profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not switch to “${i?.name}”`)
};

const es_profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar a «${i?.name}»`)
};

const en_xa2_profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šŵíţçĥ ţó “${i?.name}” ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed = /** @type {((inputs: Profiles_Switch_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Switch_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_switch_failed(inputs)
	if (locale === "en-XA") return en_xa2_profiles_switch_failed(inputs)
	return en_profiles_switch_failed(inputs)
});