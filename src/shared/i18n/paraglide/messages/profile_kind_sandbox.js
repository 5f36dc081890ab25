/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Kind_SandboxInputs */

const en_profile_kind_sandbox = /** @type {(inputs: Profile_Kind_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embedded sandbox`)
};

const es_profile_kind_sandbox = /** @type {(inputs: Profile_Kind_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entorno de pruebas integrado`)
};

const en_xa2_profile_kind_sandbox = /** @type {(inputs: Profile_Kind_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱƀéððéð šáñðƀóẋ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Embedded sandbox" |
*
* @param {Profile_Kind_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_kind_sandbox = /** @type {((inputs?: Profile_Kind_SandboxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Kind_SandboxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_kind_sandbox(inputs)
	if (locale === "en-XA") return en_xa2_profile_kind_sandbox(inputs)
	return en_profile_kind_sandbox(inputs)
});