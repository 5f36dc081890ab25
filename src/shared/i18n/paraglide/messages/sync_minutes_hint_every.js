/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sync_Minutes_Hint_EveryInputs */

const en_sync_minutes_hint_every = /** @type {(inputs: Sync_Minutes_Hint_EveryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Syncs every minute, and on sign-in, Refresh and after your changes. 0 turns it off.`);
	return /** @type {LocalizedString} */ (`Syncs every ${i?.count} minutes, and on sign-in, Refresh and after your changes. 0 turns it off.`)
	
};

const es_sync_minutes_hint_every = /** @type {(inputs: Sync_Minutes_Hint_EveryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se sincroniza cada minuto, al iniciar sesión, con Actualizar y después de sus cambios. 0 la desactiva.`);
	return /** @type {LocalizedString} */ (`Se sincroniza cada ${i?.count} minutos, al iniciar sesión, con Actualizar y después de sus cambios. 0 la desactiva.`)
	
};

const en_xa2_sync_minutes_hint_every = /** @type {(inputs: Sync_Minutes_Hint_EveryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šýñçš éṽéŕý ɱíñúţé, áñð óñ šíĝñ-íñ, Ŕéƒŕéšĥ áñð áƒţéŕ ýóúŕ çĥáñĝéš. 0 ţúŕñš íţ óƒƒ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Šýñçš éṽéŕý ${i?.count} ɱíñúţéš, áñð óñ šíĝñ-íñ, Ŕéƒŕéšĥ áñð áƒţéŕ ýóúŕ çĥáñĝéš. 0 ţúŕñš íţ óƒƒ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Syncs every minute, and on sign-in, Refresh and after your changes. 0 turns it off." |
* | * | "Syncs every {count} minutes, and on sign-in, Refresh and after your changes. 0 turns it off." |
*
* @param {Sync_Minutes_Hint_EveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_hint_every = /** @type {((inputs: Sync_Minutes_Hint_EveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Minutes_Hint_EveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_minutes_hint_every(inputs)
	if (locale === "en-XA") return en_xa2_sync_minutes_hint_every(inputs)
	return en_sync_minutes_hint_every(inputs)
});