// alertsnap command line: placeholder until the CLI lands.
print("alertsnap")
