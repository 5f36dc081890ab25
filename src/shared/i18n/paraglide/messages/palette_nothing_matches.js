/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ typed: NonNullable<unknown> }} Palette_Nothing_MatchesInputs */

const en_palette_nothing_matches = /** @type {(inputs: Palette_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.typed}”.`)
};

const es_palette_nothing_matches = /** @type {(inputs: Palette_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada coincide con «${i?.typed}».`)
};

const en_xa2_palette_nothing_matches = /** @type {(inputs: Palette_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ɱáţçĥéš “${i?.typed}”. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Nothing matches “{typed}”." |
*
* @param {Palette_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_nothing_matches = /** @type {((inputs: Palette_Nothing_MatchesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Nothing_MatchesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_nothing_matches(inputs)
	if (locale === "en-XA") return en_xa2_palette_nothing_matches(inputs)
	return en_palette_nothing_matches(inputs)
});