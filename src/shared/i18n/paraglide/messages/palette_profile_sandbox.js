/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Profile_SandboxInputs */

const en_palette_profile_sandbox = /** @type {(inputs: Palette_Profile_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The embedded sandbox`)
};

const es_palette_profile_sandbox = /** @type {(inputs: Palette_Profile_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sandbox integrado`)
};

const en_xa2_palette_profile_sandbox = /** @type {(inputs: Palette_Profile_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éɱƀéððéð šáñðƀóẋ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The embedded sandbox" |
*
* @param {Palette_Profile_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_sandbox = /** @type {((inputs?: Palette_Profile_SandboxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Profile_SandboxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_profile_sandbox(inputs)
	if (locale === "en-XA") return en_xa2_palette_profile_sandbox(inputs)
	return en_palette_profile_sandbox(inputs)
});