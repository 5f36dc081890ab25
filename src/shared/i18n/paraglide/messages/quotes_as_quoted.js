/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_As_QuotedInputs */

const en_quotes_as_quoted = /** @type {(inputs: Quotes_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as quoted`)
};

const es_quotes_as_quoted = /** @type {(inputs: Quotes_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`según la cotización`)
};

const en_xa2_quotes_as_quoted = /** @type {(inputs: Quotes_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áš ǫúóţéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "as quoted" |
*
* @param {Quotes_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_as_quoted = /** @type {((inputs?: Quotes_As_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_As_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_as_quoted(inputs)
	if (locale === "en-XA") return en_xa2_quotes_as_quoted(inputs)
	return en_quotes_as_quoted(inputs)
});