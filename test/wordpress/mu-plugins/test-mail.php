<?php
/**
 * Plugin Name: Test mail (wordpress tests only)
 * Description: Installed by scripts/wp.mjs only when the wordpress tests start the site. The site has no mail
 * transport, so wp_mail() fails (Contact Form 7 answers mail_failed); a request carrying the cookie
 * `wp_test_mail=sent` has its mail taken as sent instead (mail_sent), without sending anything.
 *
 * @package LimitlessDemo
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit ) {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared with a constant, never printed.
		return isset( $_COOKIE['wp_test_mail'] ) && 'sent' === $_COOKIE['wp_test_mail'] ? true : $short_circuit;
	}
);
